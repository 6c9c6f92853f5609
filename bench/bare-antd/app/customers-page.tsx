'use client';

import {
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  ClockCircleOutlined,
  CreditCardOutlined,
  CustomerServiceOutlined,
  DollarOutlined,
  DownloadOutlined,
  FileOutlined,
  HomeOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  ProductOutlined,
  SearchOutlined,
  SettingOutlined,
  TeamOutlined,
  ToolOutlined,
  UploadOutlined,
  UserOutlined,
} from '@ant-design/icons';
import {
  Breadcrumb,
  Button,
  ConfigProvider,
  Dropdown,
  Flex,
  Input,
  Layout,
  Menu,
  Select,
  Table,
  Tag,
  Typography,
} from 'antd';
import trTR from 'antd/locale/tr_TR';

/**
 * The customers list as antd alone draws it: the shell (sider menu with the module icons, header with
 * breadcrumb, search, notifications and profile menus), the list toolbar (search, kind filter, new,
 * import / export menu) and a 20-row table with pagination and status tags. Static rows, no requests.
 */
const menu = [
  ['Ana Sayfa', HomeOutlined],
  ['Müşteriler', CustomerServiceOutlined],
  ['Ürünler', ProductOutlined],
  ['İşçilik', ToolOutlined],
  ['Teklifler', FileOutlined],
  ['İş Emirleri', AppstoreOutlined],
  ['Görevler', ClockCircleOutlined],
  ['Faturalar', DollarOutlined],
  ['Ödemeler', CreditCardOutlined],
  ['Banka Hesapları', BankOutlined],
  ['Raporlar', BarChartOutlined],
  ['Kullanıcılar', TeamOutlined],
  ['Profil', UserOutlined],
  ['Ayarlar', SettingOutlined],
] as const;

interface Row {
  id: string;
  name: string;
  kind: 'Kurumsal' | 'Bireysel';
  phone: string;
  email: string;
  city: string;
}

const rows: Row[] = Array.from({ length: 20 }, (_, i) => ({
  id: String(i + 1),
  name: `Müşteri ${i + 1} Işık Ticaret`,
  kind: i % 3 ? 'Kurumsal' : 'Bireysel',
  phone: `+90 532 000 ${String(1000 + i)}`,
  email: `musteri${i + 1}@ornek.com.tr`,
  city: i % 2 ? 'İstanbul' : 'İzmir',
}));

const columns = [
  { title: 'Ad', dataIndex: 'name', key: 'name', sorter: true, render: (name: string) => <a href="#">{name}</a> },
  { title: 'Tür', dataIndex: 'kind', key: 'kind', render: (kind: string) => <Tag color="blue">{kind}</Tag> },
  { title: 'Telefon', dataIndex: 'phone', key: 'phone' },
  { title: 'E-posta', dataIndex: 'email', key: 'email', render: (e: string) => <Typography.Text>{e}</Typography.Text> },
  { title: 'Şehir', dataIndex: 'city', key: 'city' },
];

export function CustomersPage() {
  return (
    <ConfigProvider locale={trTR} theme={{ token: { colorPrimary: '#3B82F6' } }}>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Sider breakpoint="lg" collapsedWidth={0} theme="light" width={240}>
          <Menu
            mode="inline"
            selectedKeys={['Müşteriler']}
            items={menu.map(([label, Icon]) => ({ key: label, label, icon: <Icon /> }))}
          />
        </Layout.Sider>
        <Layout>
          <Layout.Header style={{ background: '#fff', display: 'flex', alignItems: 'center', gap: 12 }}>
            <Button type="text" icon={<MenuFoldOutlined />} aria-label="Menü" />
            <Breadcrumb items={[{ title: 'Ana Sayfa' }, { title: 'Müşteriler' }]} />
            <Input prefix={<SearchOutlined />} placeholder="Ara" style={{ maxWidth: 280, marginLeft: 'auto' }} />
            <Dropdown menu={{ items: [{ key: 'none', label: 'Bildirim yok' }] }}>
              <Button type="text" icon={<BellOutlined />} aria-label="Bildirimler" />
            </Dropdown>
            <Dropdown menu={{ items: [{ key: 'logout', label: 'Çıkış Yap', icon: <LogoutOutlined /> }] }}>
              <Button type="text">
                <Typography.Text strong>Ayşe Yılmaz</Typography.Text> <Tag>Sahip</Tag>
              </Button>
            </Dropdown>
          </Layout.Header>
          <Layout.Content style={{ padding: 24 }}>
            <Flex justify="space-between" align="center" wrap gap={12}>
              <Typography.Title level={3}>Müşteriler</Typography.Title>
              <Flex gap={8}>
                <Dropdown
                  menu={{
                    items: [
                      { key: 'import', label: 'İçe aktar', icon: <UploadOutlined /> },
                      { key: 'export', label: 'Dışa aktar', icon: <DownloadOutlined /> },
                    ],
                  }}
                >
                  <Button>Diğer</Button>
                </Dropdown>
                <Button type="primary">Yeni Müşteri</Button>
              </Flex>
            </Flex>
            <Flex gap={8} wrap style={{ margin: '16px 0' }}>
              <Input.Search placeholder="Müşteri ara" style={{ maxWidth: 320 }} />
              <Select
                placeholder="Tür"
                allowClear
                style={{ width: 160 }}
                options={[
                  { value: 'corporate', label: 'Kurumsal' },
                  { value: 'individual', label: 'Bireysel' },
                ]}
              />
            </Flex>
            <Table<Row>
              rowKey="id"
              columns={columns}
              dataSource={rows}
              pagination={{ current: 1, pageSize: 20, total: 1234, showSizeChanger: true }}
            />
          </Layout.Content>
          <Layout.Footer style={{ textAlign: 'center' }}>Cari</Layout.Footer>
        </Layout>
      </Layout>
    </ConfigProvider>
  );
}

import { TasksScreen } from '@/components/tasks/tasks-screen';
import { taskResource } from '@/lib/api-client/task-resources';
import { taskService } from '@/lib/server/services/tasks/tasks';
import { modulePage } from '../_access/tenant-page-gate';
import { prefetchList } from '../_access/tenant-page-gate';

const page = modulePage('tenant-tasks', {
  screen: <TasksScreen />,
  prefetch: [prefetchList(taskResource, taskService.list)],
});
export const generateMetadata = page.generateMetadata;
export default page.Page;

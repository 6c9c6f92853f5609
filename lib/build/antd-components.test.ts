/** @jest-environment node */
import path from 'node:path';
import { antdComponentsUsed, antdDirsReachedFrom, antdExportsByDir, antdImportsOf } from './antd-components';

const root = path.join(__dirname, '../..');
const antdEs = path.join(root, 'node_modules/antd/es');
const exportsByDir = antdExportsByDir(antdEs);

describe("the antd components whose styles the app's stylesheet holds", () => {
  it('are the value imports of antd, renamed, re-exported and per folder ones included, types left out', () => {
    const source = [
      "import { Alert, type FormInstance, Button as Knob } from 'antd';",
      "import type { TableProps } from 'antd';",
      "export { DatePicker } from 'antd';",
      "import Tree from 'antd/es/tree';",
      "import type { Rule } from 'antd/es/form';",
    ].join('\n');
    expect(antdImportsOf(source, exportsByDir)).toEqual(['Alert', 'Button', 'DatePicker', 'Tree']);
  });

  it('follow what a component renders, not the helpers it borrows', () => {
    const table = antdDirsReachedFrom(antdEs, ['table']);
    for (const dir of ['table', 'pagination', 'checkbox', 'radio', 'dropdown', 'spin', 'empty', 'tooltip']) {
      expect(table).toContain(dir);
    }
    // DatePicker reads Calendar's and TimePicker's locales; it renders neither.
    const datePicker = antdDirsReachedFrom(antdEs, ['date-picker']);
    expect(datePicker).toContain('date-picker');
    expect(datePicker).not.toContain('calendar');
    expect(datePicker).not.toContain('time-picker');
  });

  it("cover the app's screens and leave out what it never renders", () => {
    const used = antdComponentsUsed(root);
    for (const name of ['Layout', 'Menu', 'Table', 'Pagination', 'Form', 'Select', 'Modal', 'message', 'Row', 'Col']) {
      expect(used).toContain(name);
    }
    for (const name of ['Calendar', 'Carousel', 'ColorPicker', 'Transfer', 'Cascader', 'Tour']) {
      expect(used).not.toContain(name);
    }
  });
});

export type { DataGridColumn, DataGridProps, PageResult } from './DataGrid';
export { DataGrid } from './DataGrid';
export type { PagerProps } from './Pager';
export { Pager } from './Pager';
export type { PageParams } from './usePageParams';
export { parseLimit, parsePage, usePageParams } from './usePageParams';

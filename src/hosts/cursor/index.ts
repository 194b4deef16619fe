export { CursorAdapter } from './cursor.adapter';
export { CURSOR_DESCRIPTOR } from './cursor.descriptor';

export * from './accounts.js';
export * from './files.js';
export * from './meetings.js';
export * from './programs.js';
export * from './schedules.js';
export * from './students.js';
export * from './whiteboards.js';

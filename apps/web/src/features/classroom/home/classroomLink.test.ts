import { describe, expect, it } from 'vitest';
import { classroomLinkTexts, parseClassroomLink } from './classroomLink';

describe('parseClassroomLink', () => {
  it.each([
    ['abc-defg-hij', '/meet/abc-defg-hij'],
    ['  abc-defg-hij  ', '/meet/abc-defg-hij'],
    ['https://school.example/meet/abc-defg-hij?schedule=s1&program=p1', '/meet/abc-defg-hij?schedule=s1&program=p1'],
    ['http://localhost:3000/meet/abc-defg-hij', '/meet/abc-defg-hij'],
    ['school.example/meet/abc-defg-hij?schedule=s1&utm=x', '/meet/abc-defg-hij?schedule=s1'],
    ['/meet/abc-defg-hij/', '/meet/abc-defg-hij'],
    ['https://school.example/meet/demo?session=d-42', '/meet/demo?session=d-42'],
  ])('reads %s as %s', (input, path) => {
    expect(parseClassroomLink(input)).toEqual({ path });
  });

  it.each([
    ['', classroomLinkTexts.empty],
    ['   ', classroomLinkTexts.empty],
    ['https://school.example/programs/sciences/robots', classroomLinkTexts.invalid],
    ['https://school.example/meet/', classroomLinkTexts.invalid],
    ['https://school.example/meet/abc/rating?session=1', classroomLinkTexts.invalid],
    ['hello world', classroomLinkTexts.invalid],
    ['<script>', classroomLinkTexts.invalid],
    ['https://school.example/meet/abc%20def', classroomLinkTexts.invalid],
    ['demo', classroomLinkTexts.demoWithoutSession],
    ['https://school.example/meet/demo', classroomLinkTexts.demoWithoutSession],
    ['a'.repeat(65), classroomLinkTexts.invalid],
  ])('refuses %j', (input, error) => {
    expect(parseClassroomLink(input)).toEqual({ error });
  });
});

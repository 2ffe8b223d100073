import type { PersonSummary } from '@chalkline/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type StubRequest, stubApi } from '../../test/apiStub';
import { renderRoutes } from '../../test/render';
import { ProgramClassroomsPage, StudentClassroomsPage } from './ClassroomsPages';

afterEach(() => vi.unstubAllGlobals());

const student: PersonSummary = {
  key: 's1',
  title: null,
  firstName: 'Dami',
  lastName: 'Bello',
  otherNames: null,
  avatar: null,
  gender: null,
  email: 'dami@example.test',
};

describe('admin classroom pages', () => {
  it('lists students’ classrooms a page at a time from the address, with their links', async () => {
    const asked: (string | null)[][] = [];
    stubApi({
      'GET /meet/admin/meetings/students': (request: StubRequest) => {
        asked.push([request.search.get('page'), request.search.get('limit')]);
        return { data: { items: [{ student, meetingId: 'abc-defg-hij', link: '/meet/abc-defg-hij' }], total: 31 } };
      },
    });
    renderRoutes([{ path: '/admin/meetings/students', Component: StudentClassroomsPage }], {
      route: '/admin/meetings/students?page=3&limit=10',
    });
    expect((await screen.findByRole('link', { name: '/meet/abc-defg-hij' })).getAttribute('href')).toBe(
      '/meet/abc-defg-hij',
    );
    expect(screen.getByText('dami@example.test')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy classroom link' })).toBeTruthy();
    expect(asked).toEqual([['3', '10']]);
  });

  it('lists programs’ classrooms under the meeting id program', async () => {
    const link = '/meet/program?program=p1';
    stubApi({
      'GET /meet/admin/meetings/programs': {
        data: { items: [{ program: { key: 'p1', title: 'Little Robots', slug: 'little-robots' }, link }], total: 1 },
      },
    });
    renderRoutes([{ path: '/admin/meetings/programs', Component: ProgramClassroomsPage }], {
      route: '/admin/meetings/programs',
    });
    expect(await screen.findByText('Little Robots')).toBeTruthy();
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(link);
  });
});

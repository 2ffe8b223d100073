import type { WhiteboardTool } from '@chalkline/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { WhiteboardBackgroundProvider } from './background';
import { Toolbar, type ToolbarProps } from './Toolbar';
import { modeTools, toolGroups } from './toolList';

const props = (overrides: Partial<ToolbarProps> = {}): ToolbarProps => ({
  tool: 'SCRIBBLE',
  onToolChange: vi.fn(),
  style: { strokeColor: '#000000', strokeWidth: 3 },
  onStyleChange: vi.fn(),
  zoom: 1,
  onZoom: vi.fn(),
  onZoomReset: vi.fn(),
  onUndo: vi.fn(),
  onRedo: vi.fn(),
  onImage: vi.fn(),
  uploading: false,
  onExport: vi.fn(),
  ...overrides,
});

const renderToolbar = (overrides: Partial<ToolbarProps>) =>
  renderWithProviders(
    <WhiteboardBackgroundProvider>
      <Toolbar {...props(overrides)} />
    </WhiteboardBackgroundProvider>,
  );

describe('Toolbar on a phone', () => {
  it('groups the sixteen tools in four buttons, each tool two taps away', () => {
    const onToolChange = vi.fn();
    renderToolbar({ onToolChange, grouped: true });
    const toolbar = screen.getByRole('toolbar', { name: 'Whiteboard tools' });
    expect(toolbar.querySelectorAll('[data-tool]')).toHaveLength(0);
    expect(toolGroups.flatMap((g) => g.tools).sort()).toEqual(modeTools.map((t) => t.tool).sort());

    const reached: WhiteboardTool[] = [];
    for (const group of toolGroups) {
      fireEvent.click(within(toolbar).getByRole('button', { name: group.name }));
      const menu = screen.getByRole('menu');
      for (const item of within(menu).getAllByRole('menuitemradio')) {
        reached.push(item.getAttribute('data-tool') as WhiteboardTool);
      }
      fireEvent.click(within(menu).getAllByRole('menuitemradio').at(-1)!);
      expect(onToolChange).toHaveBeenLastCalledWith(group.tools.at(-1));
    }
    expect(reached.sort()).toEqual(modeTools.map((t) => t.tool).sort());
  });

  it('marks the group of the current tool as pressed and checks the tool in its menu', () => {
    renderToolbar({ tool: 'STAR', grouped: true });
    const shapes = screen.getByRole('button', { name: 'Shapes' });
    expect(shapes.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Erase' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(shapes);
    expect(screen.getByRole('menuitemradio', { name: 'Star' }).getAttribute('aria-checked')).toBe('true');
  });

  it('shows every tool as its own button on wider screens', () => {
    renderToolbar({ grouped: false });
    const toolbar = screen.getByRole('toolbar', { name: 'Whiteboard tools' });
    expect(toolbar.querySelectorAll('[data-tool]')).toHaveLength(modeTools.length);
  });
});

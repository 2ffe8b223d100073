import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ConnectionProvider } from '../connection/ClassroomContext';
import { admittedFakeConnection } from '../connection/testing';
import { fakeMediaServer } from '../media/fake-sfu';
import { MediaProvider } from '../media/MediaContext';
import { MediaSession } from '../media/MediaSession';
import { createFakePeerConnection, FakePeerConnection, fakeDevices, settle } from '../media/testing';
import { MoreMenu } from './MoreMenu';
import { MoreTab } from './MoreTab';

const device = (kind: MediaDeviceKind, deviceId: string, label: string) =>
  ({ kind, deviceId, label, groupId: 'g' }) as MediaDeviceInfo;

afterEach(() => {
  vi.unstubAllGlobals();
  FakePeerConnection.all = [];
});

describe('camera and microphone in the call', () => {
  it('the bar’s More opens the side panel’s More tab, where the devices are', () => {
    const onOpenPanel = vi.fn();
    renderWithProviders(<MoreMenu onOpenPanel={onOpenPanel} onOpenWhiteboards={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Camera and microphone' }));
    expect(onOpenPanel).toHaveBeenCalledWith('more');
  });

  it('choosing another camera in the More tab sends that camera on the same producer', async () => {
    const cameras = [device('videoinput', 'cam-1', 'Front camera'), device('videoinput', 'cam-2', 'Desk camera')];
    const microphones = [device('audioinput', 'mic-1', 'Headset')];
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: {
        enumerateDevices: async () => [...cameras, ...microphones],
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      },
    });
    const { connection, socket } = admittedFakeConnection();
    const server = fakeMediaServer(socket);
    const { devices, tracks } = fakeDevices();
    const session = new MediaSession({
      host: connection,
      cameraId: 'cam-1',
      microphoneId: 'mic-1',
      notify: () => undefined,
      devices: () => devices,
      createPeerConnection: createFakePeerConnection,
      capabilities: { codecs: [] },
    });
    session.start();
    await settle();
    const firstCamera = tracks.find((t) => t.kind === 'video');
    expect(firstCamera).toBeDefined();

    renderWithProviders(
      <ConnectionProvider connection={connection}>
        <MediaProvider session={session}>
          <MoreTab onOpenWhiteboards={() => undefined} />
        </MediaProvider>
      </ConnectionProvider>,
    );
    // The pickers fill once the browser listed its devices.
    await screen.findByText('Front camera');
    const picker = screen.getByRole('combobox', { name: /Camera/ }) as HTMLSelectElement;
    const deskOption = within(picker).getByRole('option', { name: 'Desk camera' }) as HTMLOptionElement;
    fireEvent.change(picker, { target: { value: deskOption.value } });
    await settle();

    expect(devices.getUserMedia).toHaveBeenLastCalledWith({
      video: expect.objectContaining({ deviceId: { exact: 'cam-2' } }),
    });
    const sendPc = FakePeerConnection.all.find((pc) => pc.transceivers.some((t) => t.init?.direction));
    const desk = tracks.filter((t) => t.kind === 'video').at(-1);
    expect(sendPc?.transceivers[0]?.sender.track).toBe(desk);
    expect(firstCamera?.readyState).toBe('ended');
    expect(server.sent('produce').map((p) => p.kind)).toEqual(['video', 'audio']);
    expect((screen.getByRole('combobox', { name: /Camera/ }) as HTMLSelectElement).selectedOptions[0]?.text).toBe(
      'Desk camera',
    );
    session.close();
  });
});

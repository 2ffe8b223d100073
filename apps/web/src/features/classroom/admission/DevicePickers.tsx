import type { ReactElement } from 'react';
import { VideocamIcon } from '../../../ui/plain';
import { PlainSelect } from '../../../ui/plain/form';
import styles from './Lobby.module.css';
import { MicIcon } from './lobbyIcons';

interface DevicePickersProps {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  cameraId: string;
  microphoneId: string;
  onCameraChange: (deviceId: string) => void;
  onMicrophoneChange: (deviceId: string) => void;
}

function DeviceSelect(props: {
  label: string;
  icon: ReactElement;
  devices: MediaDeviceInfo[];
  value: string;
  onChange: (deviceId: string) => void;
}) {
  const { label, icon, devices, value, onChange } = props;
  const selected = devices.some((d) => d.deviceId === value) ? value : (devices[0]?.deviceId ?? '');
  const options = devices.length
    ? devices.map((device, index) => ({ value: device.deviceId, label: device.label || `${label} ${index + 1}` }))
    : [{ value: '', label: 'None found' }];
  return (
    <PlainSelect
      label={label}
      value={selected}
      options={options}
      disabled={!devices.length}
      onChange={onChange}
      startAdornment={icon}
      className={styles.picker}
    />
  );
}

/** Camera and microphone pickers under the lobby preview (native selects, ADR 0051). */
export function DevicePickers(props: DevicePickersProps) {
  return (
    <div className={styles.pickers}>
      <DeviceSelect
        label="Camera"
        icon={<VideocamIcon size="1.25rem" className={styles.pickerIcon} />}
        devices={props.cameras}
        value={props.cameraId}
        onChange={props.onCameraChange}
      />
      <DeviceSelect
        label="Microphone"
        icon={<MicIcon size="1.25rem" className={styles.pickerIcon} />}
        devices={props.microphones}
        value={props.microphoneId}
        onChange={props.onMicrophoneChange}
      />
    </div>
  );
}

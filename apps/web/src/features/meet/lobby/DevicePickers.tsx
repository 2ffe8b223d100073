import MicRounded from '@mui/icons-material/MicRounded';
import VideocamRounded from '@mui/icons-material/VideocamRounded';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactElement } from 'react';

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
  return (
    <TextField
      select
      size="small"
      label={label}
      value={selected}
      disabled={!devices.length}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ input: { startAdornment: <InputAdornment position="start">{icon}</InputAdornment> } }}
    >
      {devices.length ? (
        devices.map((device, index) => (
          <MenuItem key={device.deviceId || String(index)} value={device.deviceId}>
            {device.label || `${label} ${index + 1}`}
          </MenuItem>
        ))
      ) : (
        <MenuItem value="">None found</MenuItem>
      )}
    </TextField>
  );
}

/** Camera and microphone pickers under the lobby preview. */
export function DevicePickers(props: DevicePickersProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      <DeviceSelect
        label="Camera"
        icon={<VideocamRounded fontSize="small" />}
        devices={props.cameras}
        value={props.cameraId}
        onChange={props.onCameraChange}
      />
      <DeviceSelect
        label="Microphone"
        icon={<MicRounded fontSize="small" />}
        devices={props.microphones}
        value={props.microphoneId}
        onChange={props.onMicrophoneChange}
      />
    </Box>
  );
}

import MicOffRounded from '@mui/icons-material/MicOffRounded';
import MicRounded from '@mui/icons-material/MicRounded';
import VideocamOffRounded from '@mui/icons-material/VideocamOffRounded';
import VideocamRounded from '@mui/icons-material/VideocamRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { MicLevel } from './MicLevel';

interface CameraPreviewProps {
  stream: MediaStream | null;
  name: string;
  videoOn: boolean;
  audioOn: boolean;
  problem: string | null;
  onToggleVideo: () => void;
  onToggleAudio: () => void;
}

const roundButton = (on: boolean) => ({
  width: 52,
  height: 52,
  color: 'common.white',
  bgcolor: on ? 'rgba(255,255,255,0.18)' : 'error.main',
  backdropFilter: 'blur(6px)',
  '&:hover': { bgcolor: on ? 'rgba(255,255,255,0.3)' : 'error.dark' },
});

/** The lobby's mirror: the camera preview with microphone and camera switches over it. */
export function CameraPreview({
  stream,
  name,
  videoOn,
  audioOn,
  problem,
  onToggleVideo,
  onToggleAudio,
}: CameraPreviewProps) {
  const video = useRef<HTMLVideoElement>(null);
  const showVideo = videoOn && Boolean(stream?.getVideoTracks().length);

  useEffect(() => {
    if (video.current) video.current.srcObject = showVideo ? stream : null;
  }, [stream, showVideo]);

  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '16 / 9',
        borderRadius: '24px',
        overflow: 'hidden',
        bgcolor: 'secondary.main',
        backgroundImage: 'radial-gradient(circle at 30% 20%, #2c3a63 0, #17203a 70%)',
        boxShadow: '0 18px 40px rgba(23, 32, 58, 0.18)',
      }}
    >
      <Box
        component="video"
        ref={video}
        autoPlay
        muted
        playsInline
        aria-label="Your camera preview"
        sx={{
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          transform: 'scaleX(-1)',
          display: showVideo ? 'block' : 'none',
        }}
      />
      {!showVideo && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
          <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1.5 }}>
            <Avatar sx={{ width: 88, height: 88, fontSize: 36, fontWeight: 800, bgcolor: 'primary.main' }}>
              {name.charAt(0).toUpperCase() || '?'}
            </Avatar>
            <Typography sx={{ color: 'rgba(255,255,255,0.85)', maxWidth: 360 }}>
              {problem ?? (videoOn ? 'Starting your camera…' : 'Your camera is off')}
            </Typography>
          </Box>
        </Box>
      )}
      <Typography
        sx={{
          position: 'absolute',
          left: 16,
          top: 14,
          px: 1.5,
          py: 0.5,
          borderRadius: 99,
          fontSize: 14,
          fontWeight: 700,
          color: 'common.white',
          bgcolor: 'rgba(0,0,0,0.35)',
        }}
      >
        {name}
      </Typography>
      <Box
        sx={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 16,
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <Tooltip title={audioOn ? 'Turn off microphone' : 'Turn on microphone'}>
          <IconButton aria-label="Microphone" aria-pressed={audioOn} onClick={onToggleAudio} sx={roundButton(audioOn)}>
            {audioOn ? <MicRounded /> : <MicOffRounded />}
          </IconButton>
        </Tooltip>
        <Tooltip title={videoOn ? 'Turn off camera' : 'Turn on camera'}>
          <IconButton aria-label="Camera" aria-pressed={videoOn} onClick={onToggleVideo} sx={roundButton(videoOn)}>
            {videoOn ? <VideocamRounded /> : <VideocamOffRounded />}
          </IconButton>
        </Tooltip>
      </Box>
      {audioOn && stream && (
        <Box sx={{ position: 'absolute', right: 16, top: 14 }}>
          <MicLevel stream={stream} />
        </Box>
      )}
    </Box>
  );
}

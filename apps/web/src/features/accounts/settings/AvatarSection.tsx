import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { compressImage } from '../../../lib/compressImage';
import { ImagePicker } from '../../../ui/ImagePicker';
import { SectionCard } from '../../../ui/SectionCard';
import { useToast } from '../../../ui/toast';
import type { SessionUser } from '../../auth/useSession';
import { UserAvatar } from '../UserAvatar';
import { useUpdateProfile } from './useUpdateProfile';

/** Compresses the image, uploads it to the avatars folder and answers its file key. */
async function uploadAvatar(file: File): Promise<string> {
  const compressed = await compressImage(file);
  const form = new FormData();
  form.append('folder', 'avatars');
  form.append('files', compressed, compressed.name || file.name);
  const body = await api.post('/files/upload', form);
  const key = body.data.keys[0];
  if (!key) throw new Error('The upload did not return a file');
  return key;
}

/** The profile photo: pick, compress, upload and set it, or go back to the default avatar. */
export function AvatarSection({ user }: { user: SessionUser }) {
  const toast = useToast();
  const [files, setFiles] = useState<File[]>([]);
  const update = useUpdateProfile();
  const save = useMutation({
    mutationFn: async (file: File) => update.mutateAsync({ avatar: await uploadAvatar(file) }),
    onSuccess: () => {
      setFiles([]);
      toast.success('Your photo has been updated');
    },
    onError: (error) => toast.error(error.message),
  });
  const remove = useMutation({
    mutationFn: () => update.mutateAsync({ avatar: null }),
    onSuccess: () => toast.success('Your photo has been removed'),
    onError: (error) => toast.error(error.message),
  });
  const busy = save.isPending || remove.isPending;
  const [file] = files;

  return (
    <SectionCard title="Profile photo" description="A JPEG, PNG or GIF image. Large photos are made smaller first.">
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 3, alignItems: 'flex-start' }}>
        <UserAvatar user={user} size={96} />
        <Box sx={{ flex: 1, width: '100%', minWidth: 0 }}>
          <ImagePicker id="avatar-picker" files={files} onChange={setFiles} disabled={busy} />
          <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              disabled={!file || busy}
              onClick={() => file && save.mutate(file)}
              startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              Save photo
            </Button>
            {user.avatar && (
              <Button color="error" disabled={busy} onClick={() => remove.mutate()}>
                Remove photo
              </Button>
            )}
          </Box>
        </Box>
      </Box>
    </SectionCard>
  );
}

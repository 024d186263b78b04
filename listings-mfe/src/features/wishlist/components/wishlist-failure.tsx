import { Snackbar } from '@villa/shared/mui/overlays';

/** Why a wishlist change didn't stick. Its own chunk: the snackbar's code loads only on a failure. */
export default function WishlistFailure({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Snackbar
      open
      autoHideDuration={5000}
      onClose={onClose}
      message={message}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    />
  );
}

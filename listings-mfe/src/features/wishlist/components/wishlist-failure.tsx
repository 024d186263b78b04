import { Snackbar } from '@villa/shared/mui/overlays';
import { MuiTheme } from '@villa/shared/ui/mui-theme';

/**
 * Why a wishlist change didn't stick. Its own chunk (wishlist-heart.tsx loads it lazily): the
 * snackbar's code, MUI and its theme load only on a failure.
 */
export default function WishlistFailure({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <MuiTheme>
      <Snackbar
        open
        autoHideDuration={5000}
        onClose={onClose}
        message={message}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </MuiTheme>
  );
}

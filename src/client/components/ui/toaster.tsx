import { TOAST_DEFAULT_DURATION, useToast } from '@/lib/toast';
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';
import { WithPhoneLinks } from '@/components/phone-links';

/**
 * Renders the toast store. Spec §9: 5000 ms by default, swipe right past 50 px
 * to dismiss; F8 (Radix's default hotkey) focuses the notifications.
 */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider
      duration={TOAST_DEFAULT_DURATION}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notification"
    >
      {toasts.map(({ id, title, description, action, variant, ...props }) => (
        <Toast key={id} variant={variant} {...props}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? (
              <ToastDescription>
                {typeof description === 'string' ? (
                  <WithPhoneLinks text={description} />
                ) : (
                  description
                )}
              </ToastDescription>
            ) : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} label="Notifications ({hotkey})" />
    </ToastProvider>
  );
}

import { DirectPasswordFlow } from './direct-password-flow';
import { TokenPasswordFlow, type PasswordPageText } from './token-password-flow';

const SET_TEXT: PasswordPageText = {
  title: 'Définir un mot de passe',
  heading: 'Définissez votre mot de passe',
  description: 'Il vous permettra de retrouver vos consultations depuis n’importe quel appareil.',
};

const RESET_TEXT: PasswordPageText = {
  title: 'Nouveau mot de passe',
  heading: 'Choisissez un nouveau mot de passe',
  description: 'Une fois enregistré, vous serez connecté et retrouverez vos consultations.',
};

/** /set-password?token=&conversationId=: the mailed link's flow, else the direct one (spec §2). */
export function SetPasswordScreen({
  token,
  conversationId,
}: {
  token: string | null;
  conversationId: number | null;
}) {
  return token ? (
    <TokenPasswordFlow token={token} conversationId={conversationId} text={SET_TEXT} />
  ) : (
    <DirectPasswordFlow conversationId={conversationId} text={SET_TEXT} />
  );
}

/** /reset-password/:token(/:conversationId): the link of the "forgot password" mail. */
export function ResetPasswordScreen({
  token,
  conversationId,
}: {
  token: string;
  conversationId: number | null;
}) {
  return <TokenPasswordFlow token={token} conversationId={conversationId} text={RESET_TEXT} />;
}

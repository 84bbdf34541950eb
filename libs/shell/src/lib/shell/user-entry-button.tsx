import type { AccountProfile } from '@cadenza/api-client';
import { CoverImage } from '@cadenza/ui';
import { forwardRef, type ButtonHTMLAttributes } from 'react';

/** Props of {@link UserEntryButton}. */
export interface UserEntryButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  profile: Pick<AccountProfile, 'nickname' | 'avatarUrl'>;
  /** Avatar only (the mobile top bar); the nickname stays for screen readers. */
  compact?: boolean;
}

/**
 * The logged-in user in the top bar: avatar and nickname, named by the nickname. It forwards
 * its ref, so the user menu can open from it.
 */
export const UserEntryButton = forwardRef<HTMLButtonElement, UserEntryButtonProps>(
  function UserEntryButton({ profile, compact = false, className, ...rest }, ref) {
    return (
      <button
        ref={ref}
        type="button"
        className={['cz-user-entry', compact && 'cz-user-entry--compact', className]
          .filter(Boolean)
          .join(' ')}
        title={profile.nickname}
        {...rest}
      >
        <CoverImage size={28} src={profile.avatarUrl} alt="" radius="circle" />
        <span className={compact ? 'cz-visually-hidden' : 'cz-user-entry__name'}>
          {profile.nickname}
        </span>
      </button>
    );
  },
);

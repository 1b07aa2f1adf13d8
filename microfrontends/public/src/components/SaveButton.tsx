import { useState } from 'react';
import { isSaved, SAVED_LABEL, saveLabel, SHORTLIST_FULL_MESSAGE } from '@domain/couples/shortlist';
import { cx, HeartIcon } from '@uwd/ui';
import { removeSavedVendor, saveVendor, useShortlist } from '@uwd/ui/shortlist';
import { reportEvent } from '../lib/beacon';
import './save-button.css';

export interface SaveButtonProps {
  vendor: { _id: string; name: string };
  /** 'icon': the heart alone, over a card's photo; 'labelled': the heart and 'Save'/'Saved' (the vendor page). */
  look?: 'icon' | 'labelled';
  className?: string;
}

/**
 * Save to the shortlist (issue 39): a toggle, kept in this browser (@uwd/ui/shortlist). Named 'Save {vendor}'
 * or 'Saved', aria-pressed on when saved. The 51st vendor is refused with a message and nothing is saved.
 * On the server it is drawn unsaved (the store's server snapshot is empty). A save (not an unsave) is told to
 * the vendor's insights, 'Saved by couples' (issue 39 §5), by the beacon the cards already load.
 */
export function SaveButton({ vendor, look = 'icon', className }: SaveButtonProps) {
  const saved = isSaved(useShortlist(), vendor._id);
  const [full, setFull] = useState(false);
  const toggle = () => {
    if (saved) {
      removeSavedVendor(vendor._id);
      setFull(false);
      return;
    }
    const refused = saveVendor(vendor._id) === 'full';
    setFull(refused);
    if (!refused) reportEvent(vendor._id, 'shortlist_save');
  };
  return (
    <div className={cx('save-toggle', `save-toggle--${look}`, className)}>
      <button type="button" className={cx('save-toggle__button', saved && 'is-saved')} aria-pressed={saved} aria-label={saved ? SAVED_LABEL : saveLabel(vendor.name)} onClick={toggle}>
        <HeartIcon size={20} strokeWidth={2} fill={saved ? 'currentColor' : 'none'} />
        {look === 'labelled' && <span aria-hidden="true">{saved ? SAVED_LABEL : 'Save'}</span>}
      </button>
      {full && (
        <p className="save-toggle__message" role="alert">
          {SHORTLIST_FULL_MESSAGE}
        </p>
      )}
    </div>
  );
}

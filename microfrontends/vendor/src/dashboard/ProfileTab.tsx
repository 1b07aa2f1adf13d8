import { useEffect, useRef, useState } from 'react';
import { type Category, type OwnVendor } from '@uwd/api-client';
import type { NoticeApi } from '@uwd/ui';
import { ProfileForm } from './ProfileForm';
import { ProfileView } from './ProfileView';

export { PROFILE_SAVED, PROFILE_SAVE_FAILED } from './useProfileForm';

interface ProfileTabProps {
  vendor: OwnVendor;
  vendorId: string;
  categories: Category[];
  notice: NoticeApi;
  /** After a successful save: the listing the API returned (if any); the page reloads it. */
  onSaved: (vendor: OwnVendor | null) => void;
  /** While editing, the chosen category changed (its filters are reloaded and the selection cleared). */
  onCategoryChange: (categorySlug: string) => void;
  /** Editing ended without saving: the Filters tab goes back to the stored category. */
  onEditCancel: () => void;
}

export function ProfileTab({ vendor, vendorId, categories, notice, onSaved, onCategoryChange, onEditCancel }: ProfileTabProps) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Back in view mode, the focus returns to the Edit button (not to the top of the page).
  useEffect(() => {
    if (!editing && wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (editing) {
    return (
      <ProfileForm
        vendor={vendor}
        vendorId={vendorId}
        categories={categories}
        notice={notice}
        onCancel={() => {
          setEditing(false);
          onEditCancel();
        }}
        onSaved={(saved) => {
          setEditing(false);
          onSaved(saved);
        }}
        onCategoryChange={onCategoryChange}
      />
    );
  }
  return <ProfileView vendor={vendor} onEdit={() => setEditing(true)} editButton={editButton} />;
}

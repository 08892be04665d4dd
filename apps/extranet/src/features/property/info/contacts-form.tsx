import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@extranet/api';
import { Badge } from '@extranet/ui/badge';
import { Button } from '@extranet/ui/button';
import { ConfirmDialog } from '@extranet/ui/dialog';
import { useToast } from '@extranet/ui/toast';
import { errorMessage } from '../../../shared/api/error-message';
import { PageLoading, RequestErrorScreen } from '../../../shared/components/status-screens';
import { useT } from '../../../shared/i18n/language';
import * as page from '../../../shared/styles/page.css';
import * as ui from '../../../shared/rates/rates-ui.css';
import { generalInfoKey } from './api/get-general-info';
import { contactsKey, useContacts } from './api/list-contacts';
import { deleteContact } from './api/delete-contact';
import { ContactEditor } from './contact-editor';
import { emptyContact, valuesFromContact, type Contact } from './model';
import type { PropertyFormMode } from './general-info-form';
import * as css from './info.css';

export interface ContactsFormProps {
  hotelId: number;
  /** registration: the wizard's contact step ("save and continue" once every kind is held). */
  mode: PropertyFormMode;
  /** content: after each change; registration: on "save and continue" with every kind held. */
  onSaved?: (contacts: Schemas['ContactList']) => void;
}

type Editing = { contactId?: number | undefined; contact?: Contact } | null;

function ContactCard({
  contact,
  onEdit,
  onDelete,
}: {
  contact: Contact;
  onEdit: () => void;
  onDelete: () => Promise<void>;
}) {
  const t = useT();
  return (
    <li className={css.contactCard} data-testid="contact">
      <div className={css.contactMain}>
        <span className={css.contactName}>{contact.name}</span>
        <span className={css.contactDetail}>
          {contact.position} · {contact.email} · {contact.mobileCode} {contact.mobile}
        </span>
        <div className={css.badges}>
          {contact.kinds.map((kind) => (
            <Badge key={kind} tone="info">
              {t(`propertyInfo.contacts.kind.${kind}`)}
            </Badge>
          ))}
          {contact.isUser ? <Badge>{t('propertyInfo.contacts.isUser')}</Badge> : null}
        </div>
      </div>
      <div className={css.actions}>
        <Button
          variant="secondary"
          size="sm"
          onClick={onEdit}
          aria-label={`${t('propertyInfo.contacts.edit')} ${contact.name}`}
        >
          {t('propertyInfo.contacts.edit')}
        </Button>
        {contact.kinds.length > 0 ? (
          <span className={ui.help}>{t('propertyInfo.contacts.inUseHint')}</span>
        ) : (
          <ConfirmDialog
            title={t('propertyInfo.contacts.confirmDelete', { name: contact.name })}
            message={t('propertyInfo.contacts.confirmDeleteBody')}
            confirmLabel={t('propertyInfo.contacts.delete')}
            cancelLabel={t('propertyInfo.contacts.cancel')}
            tone="danger"
            onConfirm={onDelete}
            trigger={
              <Button
                variant="secondary"
                size="sm"
                aria-label={`${t('propertyInfo.contacts.delete')} ${contact.name}`}
              >
                {t('propertyInfo.contacts.delete')}
              </Button>
            }
          />
        )}
      </div>
    </li>
  );
}

/** The contacts of a property: the list with the kinds each holds, add, edit and delete (Property page, wizard). */
export function ContactsForm({ hotelId, mode, onSaved }: ContactsFormProps) {
  const t = useT();
  const { showSuccess } = useToast();
  const queryClient = useQueryClient();
  const query = useContacts(hotelId);
  const [editing, setEditing] = useState<Editing>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (query.isPending) return <PageLoading />;
  if (query.isError)
    return <RequestErrorScreen error={query.error} onRetry={() => void query.refetch()} headingLevel={2} />;
  const list = query.data;
  // The editor closes in the same render that shows the saved list: closing it after a refetch would close the
  // editor of the next contact the user had opened meanwhile.
  const changed = (next: Schemas['ContactList'], message: string) => {
    queryClient.setQueryData(contactsKey(hotelId), next);
    setEditing(null);
    setProblem(null);
    showSuccess(message);
    void queryClient.invalidateQueries({ queryKey: generalInfoKey(hotelId) });
    if (mode === 'content') onSaved?.(next);
  };
  const remove = async (contact: Contact) => {
    try {
      changed(await deleteContact(hotelId, contact.contactId), t('propertyInfo.contacts.deleted'));
    } catch (error) {
      setProblem(errorMessage(error, t('propertyInfo.contacts.deleteFailed')));
    }
  };
  const missing = list.missingKinds.map((k) => t(`propertyInfo.contacts.kind.${k}`)).join(', ');
  return (
    <div className={ui.formLayout}>
      <div className={list.complete ? page.alert.info : page.alert.warning} role="status">
        {list.complete
          ? t('propertyInfo.contacts.complete')
          : t('propertyInfo.contacts.missing', { kinds: missing })}
      </div>
      {problem ? (
        <div className={page.alert.error} role="alert">
          {problem}
        </div>
      ) : null}
      {list.items.length === 0 ? (
        <p className={page.muted}>{t('propertyInfo.contacts.empty')}</p>
      ) : (
        <ul className={css.contactList} aria-label={t('propertyInfo.contacts.title')}>
          {list.items.map((contact) =>
            editing?.contactId === contact.contactId ? null : (
              <ContactCard
                key={contact.contactId}
                contact={contact}
                onEdit={() => setEditing({ contactId: contact.contactId, contact })}
                onDelete={() => remove(contact)}
              />
            ),
          )}
        </ul>
      )}
      {editing ? (
        <ContactEditor
          key={editing.contactId ?? 'new'}
          hotelId={hotelId}
          contactId={editing.contactId}
          initial={editing.contact ? valuesFromContact(editing.contact) : emptyContact(list.missingKinds)}
          onDone={(next) => changed(next, t('propertyInfo.contacts.saved'))}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div className={css.actions}>
          <Button variant="secondary" onClick={() => setEditing({})}>
            {t('propertyInfo.contacts.add')}
          </Button>
          {mode === 'registration' ? (
            <Button
              onClick={() =>
                list.complete ? onSaved?.(list) : setProblem(t('propertyInfo.contacts.incomplete'))
              }
            >
              {t('propertyInfo.contacts.continue')}
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}

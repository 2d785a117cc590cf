import "../styles/cart.css";
import "../styles/addresses.css";
import { useEffect, useRef, useState } from "react";
import type { SavedAddress } from "../../domain/addresses/model";
import { canAddAddress, MAX_SAVED_ADDRESSES } from "../../domain/addresses/rules/limit";
import { useDispatchAsync, useSelector, useT } from "../state/context";
import { type AddressDraft, AddressForm } from "./AddressForm";
import { addressLines, addressName } from "./lines";

type Editing = { readonly kind: "new" } | { readonly kind: "edit"; readonly address: SavedAddress } | null;

/** Primary first, the rest in the order the server lists them (document 2 §3). */
const ordered = (list: ReadonlyArray<SavedAddress>) => [
  ...list.filter((a) => a.primary),
  ...list.filter((a) => !a.primary),
];

/**
 * The customer's saved addresses (document 2 §3, §5, §7): the list with the default address
 * first, add (at most 20), edit, delete after a confirmation, make default. Mounted by the
 * profile's "Adressen" page; takes no props.
 */
const AddressBook = () => {
  const t = useT();
  const dispatch = useDispatchAsync();
  const { list, status } = useSelector((s) => s.addresses);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const canAdd = canAddAddress(list.length);

  const returnFocus = useRef(false);
  const close = () => {
    returnFocus.current = true;
    setEditing(null);
  };
  // Once the form is gone (and "add" enabled again), the focus goes back to "add".
  useEffect(() => {
    if (editing !== null || !returnFocus.current) return;
    returnFocus.current = false;
    addButton.current?.focus();
  }, [editing]);

  const save = async (draft: AddressDraft) => {
    setBusy(true);
    const id = editing?.kind === "edit" ? editing.address.id : undefined;
    const out = await dispatch({ _tag: "SaveAddress", ...draft, ...(id === undefined ? {} : { id }) });
    setBusy(false);
    if (out === "created" || out === "updated") close();
  };

  const run = async (command: { _tag: "SetPrimaryAddress" | "DeleteAddress"; id: string }) => {
    setBusy(true);
    await dispatch(command);
    setBusy(false);
    setConfirming(null);
  };

  return (
    // The profile's h1 names the section ("Adressen"): a second title here would repeat it.
    <section className="address-book" aria-labelledby="profile-section-title" data-testid="address-book">
      <div className="address-book__head">
        <div>
          <p className="address-book__intro">{t("addresses.intro")}</p>
          <p className="address-book__count" data-testid="address-count">
            {t("addresses.count", { count: String(list.length), max: String(MAX_SAVED_ADDRESSES) })}
          </p>
        </div>
        <button
          ref={addButton}
          type="button"
          className="btn btn--primary"
          disabled={!canAdd || editing !== null}
          aria-describedby={canAdd ? undefined : "address-limit"}
          onClick={() => setEditing({ kind: "new" })}
          data-testid="address-add"
        >
          {t("addresses.add")}
        </button>
      </div>
      {!canAdd && (
        <p className="cart-notice" id="address-limit" data-testid="address-limit">
          {t("addresses.limitReached", { max: String(MAX_SAVED_ADDRESSES) })}
        </p>
      )}
      {editing !== null && (
        <AddressForm
          key={editing.kind === "edit" ? editing.address.id : "new"}
          editing={editing.kind === "edit" ? editing.address : null}
          busy={busy}
          onSave={save}
          onCancel={close}
        />
      )}
      {status === "loading" && list.length === 0 && <p role="status">{t("addresses.loading")}</p>}
      {status === "failed" && (
        <p className="cart-notice cart-notice--error" role="alert">
          {t("addresses.loadFailed")}
        </p>
      )}
      {status === "loaded" && list.length === 0 && <p>{t("addresses.empty")}</p>}
      <ul className="address-list" data-testid="address-list">
        {ordered(list).map((a) => {
          const name = addressName(a);
          return (
            <li key={a.id} className="address-card" data-testid="address-card" data-id={a.id}>
              <div className="address-card__tags">
                {a.primary && (
                  <span className="address-card__badge" data-testid="address-primary-badge">
                    {t("addresses.primary")}
                  </span>
                )}
                <span className="address-card__category">{t(`addresses.category.${a.category}`)}</span>
                <span className="address-card__category">{t(`addresses.type.${a.addressType}`)}</span>
              </div>
              <address className="address-card__lines">
                {addressLines(a, (key) => t(key)).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
              {confirming === a.id ? (
                <fieldset className="cart-confirm address-card__confirm">
                  <legend className="address-card__question">{t("addresses.deleteConfirm", { name })}</legend>
                  <button
                    type="button"
                    className="btn btn--primary"
                    disabled={busy}
                    onClick={() => run({ _tag: "DeleteAddress", id: a.id })}
                    data-testid="address-delete-yes"
                    // biome-ignore lint/a11y/noAutofocus: the confirmation replaces the button that had the focus
                    autoFocus
                  >
                    {t("addresses.deleteYes")}
                  </button>
                  <button type="button" className="btn btn--secondary" onClick={() => setConfirming(null)}>
                    {t("addresses.cancel")}
                  </button>
                </fieldset>
              ) : (
                <div className="address-card__actions">
                  <button
                    type="button"
                    className="btn btn--secondary"
                    aria-label={t("addresses.editNamed", { name })}
                    disabled={busy}
                    onClick={() => setEditing({ kind: "edit", address: a })}
                    data-testid="address-edit"
                  >
                    {t("addresses.edit")}
                  </button>
                  {!a.primary && (
                    <button
                      type="button"
                      className="btn btn--secondary"
                      aria-label={t("addresses.setPrimaryNamed", { name })}
                      disabled={busy}
                      onClick={() => run({ _tag: "SetPrimaryAddress", id: a.id })}
                      data-testid="address-set-primary"
                    >
                      {t("addresses.setPrimary")}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn--secondary"
                    aria-label={t("addresses.deleteNamed", { name })}
                    disabled={busy}
                    onClick={() => setConfirming(a.id)}
                    data-testid="address-delete"
                  >
                    {t("addresses.delete")}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
};

export default AddressBook;

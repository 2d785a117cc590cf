import "../styles/recipes-stores.css";
import { type FormEvent, useId, useState } from "react";
import type { AppState } from "../../domain/app/state";
import { FishTrackingProps } from "../../domain/content/recipesStoresBlocks";
import { type BlockProps, headingTag, useBlockProps, useHeadingDepth } from "../content/kit";
import { useDispatch, useSelector, useT } from "../state/context";
import { selectDisplayLocale } from "../state/selectors";

const selectFishTracking = (s: AppState) => s.fishTracking;

/** Fish-tracking block: the code from the pack gives the catch area, method and vessel. */
const FishTrackingBlock = ({ block }: BlockProps) => {
  const props = useBlockProps(FishTrackingProps, block);
  const state = useSelector(selectFishTracking);
  const dispatch = useDispatch();
  const t = useT();
  const locale = useSelector(selectDisplayLocale);
  const id = useId();
  const [code, setCode] = useState("");
  const Title = headingTag(useHeadingDepth());
  if (props === null) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch({ _tag: "LookUpFishCode", code });
  };
  const c = state.fishCatch;
  const hint = `${id}-hint`;
  return (
    <section className="fish-tracking" data-testid="fish-tracking">
      {props.title && <Title>{props.title}</Title>}
      {props.text && <p id={hint}>{props.text}</p>}
      <form className="recipes-search" onSubmit={submit}>
        <label htmlFor={id}>{t("fishTracking.label")}</label>
        <div className="recipes-search__row">
          <input
            id={id}
            value={code}
            maxLength={20}
            autoComplete="off"
            aria-describedby={props.text ? hint : undefined}
            aria-invalid={state.status === "invalid"}
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="submit" className="btn btn--primary" disabled={state.status === "looking"}>
            {t("fishTracking.submit")}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {state.status === "found" && c !== null ? (
          <dl className="fish-tracking__catch" data-testid="fish-catch">
            <dt>{t("fishTracking.species")}</dt>
            <dd>{c.species}</dd>
            <dt>{t("fishTracking.catchArea")}</dt>
            <dd>{c.catchArea}</dd>
            <dt>{t("fishTracking.method")}</dt>
            <dd>{c.method}</dd>
            <dt>{t("fishTracking.vessel")}</dt>
            <dd>{c.vessel}</dd>
            <dt>{t("fishTracking.landedAt")}</dt>
            <dd>{new Date(`${c.landedAt}T12:00:00Z`).toLocaleDateString(locale)}</dd>
          </dl>
        ) : state.status === "invalid" ? (
          <p role="alert">{t("fishTracking.invalid")}</p>
        ) : state.status === "notFound" ? (
          <p role="alert">{t("fishTracking.notFound", { code: state.code })}</p>
        ) : state.status === "failed" ? (
          <p role="alert">{t("fishTracking.failed")}</p>
        ) : null}
      </div>
    </section>
  );
};
export default FishTrackingBlock;

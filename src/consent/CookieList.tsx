import { Either, Schema } from "effect";
import { useMemo } from "react";
import type { ConsentWindow } from "../../adapters/consent/script";
import { CookieListProps } from "../../domain/consent/blocks";
import { ConsentDomainData } from "../../domain/consent/domainData";
import { type BlockProps, headingTag, useBlockProps, useHeadingDepth } from "../content/kit";
import { useSelector, useT } from "../state/context";
import "./consent.css";

const decode = Schema.decodeUnknownEither(ConsentDomainData);
const readDomainData = (): ConsentDomainData | null => {
  const get = (window as unknown as ConsentWindow).OneTrust?.GetDomainData;
  if (typeof get !== "function") return null;
  try {
    const r = decode(get());
    return Either.isRight(r) ? r.right : null;
  } catch {
    return null;
  }
};

/** The consent script's categories with their cookies; re-read whenever the consent state changes. */
const CookieList = ({ block }: BlockProps) => {
  const props = useBlockProps(CookieListProps, block);
  const consent = useSelector((s) => s.consent);
  const t = useT();
  const depth = useHeadingDepth();
  // One level below the surrounding heading ("Cookies", h2 on the privacy page).
  const H = headingTag(depth + 1);
  const language = useSelector((s) => s.tenant.language);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the script answers in <html lang>, which follows the language: a switch reads its data again
  const data = useMemo(() => (consent.source === "script" ? readDomainData() : null), [consent, language]);
  if (props === null) return null;
  if (data === null)
    return (
      <div className="cookie-list" data-testid="cookie-list">
        <p className="cookie-list__empty">{t("consent.listUnavailable")}</p>
      </div>
    );
  return (
    <div className="cookie-list" data-testid="cookie-list">
      {props.intro ? <p>{props.intro}</p> : null}
      {data.Groups.map((g) => (
        <section
          key={g.CustomGroupId}
          className="cookie-list__group"
          aria-labelledby={`cookie-group-${g.CustomGroupId}`}
        >
          <H id={`cookie-group-${g.CustomGroupId}`} className="cookie-list__title">
            {g.GroupName}
          </H>
          {g.GroupDescription ? <p className="cookie-list__description">{g.GroupDescription}</p> : null}
          <div className="cookie-list__scroll">
            <table className="cookie-list__table">
              <thead>
                <tr>
                  <th scope="col">{t("consent.listCookie")}</th>
                  <th scope="col">{t("consent.listDuration")}</th>
                  <th scope="col">{t("consent.listPurpose")}</th>
                </tr>
              </thead>
              <tbody>
                {g.Cookies.map((c) => (
                  <tr key={c.Name}>
                    <th scope="row">
                      <code>{c.Name}</code>
                    </th>
                    <td>{c.Length ?? ""}</td>
                    <td>{c.description ?? ""}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
};
export default CookieList;

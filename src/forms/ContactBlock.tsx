import { ContactProps } from "../../domain/content/formsBlocks";
import { type BlockProps, headingTag, useBlockProps, useHeadingDepth } from "../content/kit";
import { useT } from "../state/context";
import "./forms.css";

/** The CMS block "contact": the customer service's phone, e-mail and hours as the editor entered them. */
const ContactBlock = ({ block }: BlockProps) => {
  const props = useBlockProps(ContactProps, block);
  const t = useT();
  const H = headingTag(useHeadingDepth());
  if (props === null) return null;
  const tel = props.phone.replace(/[^\d+]/g, "");
  return (
    <section className="cf-contact" aria-labelledby={`${block.id}-title`} data-testid="contact-block">
      <H id={`${block.id}-title`} className="cf-title">
        {props.title}
      </H>
      <dl className="cf-contact__list">
        <div>
          <dt>{t("contact.details.phone")}</dt>
          <dd>
            <a href={`tel:${tel}`}>{props.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t("contact.details.email")}</dt>
          <dd>
            <a href={`mailto:${props.email}`}>{props.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t("contact.details.hours")}</dt>
          <dd>
            <ul className="cf-contact__hours">
              {props.hours.map((h) => (
                <li key={h.days}>
                  {h.days}: {h.time}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      {props.note ? <p className="cf-contact__note">{props.note}</p> : null}
    </section>
  );
};
export default ContactBlock;

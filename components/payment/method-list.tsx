"use client";
// The country's methods by group. Secondary methods wait behind "Другие способы" (opened by itself when the chosen
// method is one of them); every option is a native radio, so arrow keys move between them.
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { MethodChoice } from "./describe-method";
import { MethodOption } from "./method-option";
import styles from "./methods.module.css";

export type MethodGroupChoices = { name: string; choices: MethodChoice[] };

type Props = {
  groups: MethodGroupChoices[];
  countryCurrency: string;
  selected: string | null;
  onSelect: (name: string) => void;
};

function GroupList({ groups, ...rest }: Props) {
  return (
    <>
      {groups.map((group) => (
        <fieldset key={group.name} className={styles.group}>
          <legend className={styles.groupTitle}>{group.name}</legend>
          <ul className={styles.options}>
            {group.choices.map((choice) => (
              <MethodOption
                key={choice.method.name}
                choice={choice}
                countryCurrency={rest.countryCurrency}
                isChecked={rest.selected === choice.method.name}
                onSelect={rest.onSelect}
              />
            ))}
          </ul>
        </fieldset>
      ))}
    </>
  );
}

const pick = (groups: MethodGroupChoices[], isSecondary: boolean) =>
  groups
    .map((g) => ({ ...g, choices: g.choices.filter((c) => c.method.isSecondary === isSecondary) }))
    .filter((g) => g.choices.length);

export function MethodList(props: Props) {
  const t = useTranslations("payment");
  const regionId = useId();
  const primary = pick(props.groups, false);
  const secondary = pick(props.groups, true);
  const isSelectedSecondary = secondary.some((g) => g.choices.some((c) => c.method.name === props.selected));
  // A restored choice among the secondary methods must be visible; later the shopper may fold them away.
  const [isShown, setIsShown] = useState(isSelectedSecondary);
  return (
    <div className={styles.methods}>
      <GroupList {...props} groups={primary} />
      {secondary.length ? (
        <>
          <button
            type="button"
            className={styles.more}
            aria-expanded={isShown}
            aria-controls={regionId}
            onClick={() => setIsShown(!isShown)}
          >
            {isShown ? t("fewer_methods") : t("more_methods")}
            <span className={styles.chevron} aria-hidden="true" />
          </button>
          <div id={regionId} hidden={!isShown}>
            {isShown ? <GroupList {...props} groups={secondary} /> : null}
          </div>
        </>
      ) : null}
    </div>
  );
}

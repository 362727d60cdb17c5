/** A list of short texts (pills, chips, bullet points), each item styled alike. */
export function TextList({
  items,
  className,
  itemClassName,
}: {
  items: readonly string[];
  className: string;
  itemClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          {item}
        </li>
      ))}
    </ul>
  );
}

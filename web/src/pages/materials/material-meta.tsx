import type { Material } from '../../../../shared/materials.ts';
import { materialsContent } from '../../content/materials.ts';
import { classNames } from '../../lib/class-names.ts';
import { fileFormat } from '../../lib/file-format.ts';

const separator = <span aria-hidden="true">{' · '}</span>;

/** The file's format, size and publication date: "PDF · 2,4 MB · publicado em …". */
export function MaterialMeta({ material, className }: { material: Material; className?: string }) {
  const format = fileFormat(material.content_type);
  return (
    <p className={classNames('text-caption text-ink-600', className)}>
      {format && (
        <>
          {format}
          {separator}
        </>
      )}
      {materialsContent.fileSize(material.size)}
      {separator}
      <time dateTime={material.published_at}>
        {materialsContent.published(material.published_at)}
      </time>
    </p>
  );
}

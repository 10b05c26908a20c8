import { Link } from "@remix-run/react";

/** The link under a tab to the backup page. */
export function BackupLink() {
  return (
    <p>
      <Link
        to="/backup"
        className="font-semibold text-chili-700 underline underline-offset-2 hover:text-chili-600"
      >
        Respaldo del contenido
      </Link>
    </p>
  );
}

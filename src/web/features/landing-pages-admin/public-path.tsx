// The public address of a landing page or metro: a link once published, plain text until then.
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export function PublicPath(props: { path: string; isPublished: boolean }) {
  return (
    <Typography variant="body2">
      {props.isPublished ? (
        <Link href={props.path}>{props.path}</Link>
      ) : (
        <span>{props.path} (not published)</span>
      )}
    </Typography>
  );
}

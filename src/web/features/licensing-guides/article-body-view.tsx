// An article body as React elements from the parsed blocks: staff text is always text, and only
// links the guide-link rule accepts become links. No HTML string is ever injected.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import {
  parseArticleBody,
  type ArticleInline,
} from '../../../domain/licensing-guides/article-body.ts';
import { GuideLink } from './guide-link.tsx';

function Inlines({ inlines }: { inlines: readonly ArticleInline[] }) {
  return inlines.map((inline, index) => (
    <Fragment key={index}>
      {inline.kind === 'link' ? (
        <GuideLink href={inline.href}>{inline.text}</GuideLink>
      ) : (
        inline.text
      )}
    </Fragment>
  ));
}

export function ArticleBodyView({ body }: { body: string }) {
  return parseArticleBody(body).map((block, index) => {
    if (block.kind === 'heading') {
      return (
        <Typography key={index} variant="h2" sx={{ fontSize: '1.375rem', mt: 4, mb: 1.5 }}>
          {block.text}
        </Typography>
      );
    }
    if (block.kind === 'list') {
      return (
        <Box component="ul" key={index} sx={{ mt: 0, mb: 2, pl: 3 }}>
          {block.items.map((item, itemIndex) => (
            <li key={itemIndex}>
              <Inlines inlines={item} />
            </li>
          ))}
        </Box>
      );
    }
    return (
      <Typography key={index} sx={{ mb: 2 }}>
        <Inlines inlines={block.inlines} />
      </Typography>
    );
  });
}

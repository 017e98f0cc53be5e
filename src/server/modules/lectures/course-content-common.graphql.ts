// Types every course-content mutation file shares.
import { MOVE_DIRECTIONS } from '../../../domain/course-content/reorder.ts';
import { builder } from '../../graphql/builder.ts';

export const MoveDirectionEnum = builder.enumType('MoveDirection', {
  description: 'One place earlier (up) or later (down) in a list.',
  values: MOVE_DIRECTIONS,
});

export const DeletedCourseContent = builder
  .objectRef<{ id: string }>('DeletedCourseContent')
  .implement({
    description: 'The id of the lecture, part or quiz question removed.',
    fields: (t) => ({ id: t.exposeID('id') }),
  });

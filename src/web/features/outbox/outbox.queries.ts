// The Outbox screen's operations: messages by status and channel, one message's body, resend.
import { graphql } from '../../gql/index.ts';

export const OUTBOX_QUERY = graphql(`
  query OutboxMessages($status: OutboxStatus, $channel: OutboxChannel, $pageQuery: PageQuery) {
    outboxMessages(status: $status, channel: $channel, pageQuery: $pageQuery) {
      totalCount
      edges {
        node {
          id
          channel
          to
          subject
          status
          attempts
          lastError
          createdAt
          sentAt
          resentFromId
        }
      }
    }
  }
`);

export const OUTBOX_MESSAGE_QUERY = graphql(`
  query OutboxMessage($id: ID!) {
    outboxMessage(id: $id) {
      id
      subject
      to
      text
      html
      attachmentNames
    }
  }
`);

export const RESEND_OUTBOX_MESSAGE_MUTATION = graphql(`
  mutation ResendOutboxMessage($id: ID!) {
    resendOutboxMessage(id: $id) {
      id
      status
    }
  }
`);

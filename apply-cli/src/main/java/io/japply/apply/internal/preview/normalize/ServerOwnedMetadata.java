package io.japply.apply.internal.preview.normalize;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * What an update cannot change in metadata (apimachinery's ValidateObjectMetaUpdate and the
 * registry's BeforeUpdate): the live creationTimestamp, generation and deletionTimestamp stay; uid
 * and deletionGracePeriodSeconds stay when the update leaves them out. So the
 * {@code creationTimestamp: null} that {@code kubectl create --dry-run=client -o yaml} writes,
 * which the merge turns into a deletion, deletes nothing.
 */
final class ServerOwnedMetadata {
    private ServerOwnedMetadata() {
    }

    /** Changes {@code stored} (a copy the caller made) to keep {@code live}'s server-owned fields. */
    static void keepInPlace(ObjectNode stored, ObjectNode live) {
        if (!(live.get("metadata") instanceof ObjectNode old) || !(stored.get("metadata") instanceof ObjectNode meta)) {
            return;
        }
        for (String always : new String[] {"creationTimestamp", "generation", "deletionTimestamp"}) {
            JsonNode value = old.get(always);
            if (value != null && !value.isNull()) {
                meta.set(always, value.deepCopy());
            }
        }
        for (String whenLeftOut : new String[] {"uid", "deletionGracePeriodSeconds"}) {
            JsonNode value = old.get(whenLeftOut);
            if (value != null && meta.path(whenLeftOut).asText("").isEmpty()) {
                meta.set(whenLeftOut, value.deepCopy());
            }
        }
    }
}

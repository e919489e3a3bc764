package io.japply.apply.internal.object;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.model.Action;

/**
 * What happened to a served object, the object after it, the patch sent (or that would be), and
 * whether it went as a server-side apply (an object too large for client-side apply, even unchanged).
 */
record Done(Action done, ObjectNode result, ObjectNode patch, boolean serverSide) {
    Done(Action done, ObjectNode result, ObjectNode patch) {
        this(done, result, patch, done == Action.SERVER_SIDE_APPLIED);
    }

    Done(Action done, ObjectNode result) {
        this(done, result, null);
    }
}

package io.japply.apply.object;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.Action;

/** What happened to a served object, the object after it, and the patch sent (or that would be). */
record Done(Action done, ObjectNode result, ObjectNode patch) {
    Done(Action done, ObjectNode result) {
        this(done, result, null);
    }
}

package io.japply.apply.internal.prune;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.cluster.ObjectRef;

/** An object a prune may delete, as its listing returned it (what kubectl's -o prints for it once pruned). */
public record LiveMember(ObjectRef ref, ObjectNode live) {
}

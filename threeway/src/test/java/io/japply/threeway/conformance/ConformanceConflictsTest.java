package io.japply.threeway.conformance;

import com.fasterxml.jackson.databind.node.BooleanNode;
import io.japply.threeway.merge.HasConflicts;
import java.util.stream.Stream;

/**
 * has-conflicts: upstream's mergepatch.HasConflicts on two decoded JSON values of any kind (not only
 * maps, so no schema is involved); the verdict must be {@code conflict} in both argument orders.
 */
class ConformanceConflictsTest {

    static Stream<Invocation> invocations() {
        return Family.CONFLICTS.invocations();
    }

    @EachInvocation
    void hasConflicts(Invocation run) {
        run.judge(check -> {
            check.part("a vs b", () -> check.json("conflict", BooleanNode.valueOf(
                    check.call("HasConflicts(a, b)", () -> HasConflicts.between(check.input("a"), check.input("b"))))));
            check.part("b vs a", () -> check.json("conflict", BooleanNode.valueOf(
                    check.call("HasConflicts(b, a)", () -> HasConflicts.between(check.input("b"), check.input("a"))))));
        });
    }
}

package io.japply.threeway.conformance;

import java.util.stream.Stream;

/** sort-merge-lists: the harness's normalisation of {@code original} must give {@code sorted}, on every schema source. */
class ConformanceSortTest {

    static Stream<Invocation> invocations() {
        return Family.SORT.invocations();
    }

    @EachInvocation
    void sort(Invocation run) {
        run.judge(check -> check.json("sorted",
                check.call("normalised original", () -> MergeListSorter.sort(check.input("original"), check.schema()))));
    }
}

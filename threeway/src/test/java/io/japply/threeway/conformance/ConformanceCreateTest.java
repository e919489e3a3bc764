package io.japply.threeway.conformance;

import java.util.stream.Stream;

/** create-patch, create-patch-raw, replace-raw-extension: two-way and three-way creation and application. */
class ConformanceCreateTest {

    static Stream<Invocation> invocations() {
        return Family.CREATE.invocations();
    }

    @EachInvocation
    void create(Invocation run) {
        run.judge(CreateJudge::judge);
    }
}

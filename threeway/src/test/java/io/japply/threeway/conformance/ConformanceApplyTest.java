package io.japply.threeway.conformance;

import java.util.stream.Stream;

/** custom-apply, custom-apply-raw, bad-arguments: applying a given patch, on every schema source. */
class ConformanceApplyTest {

    static Stream<Invocation> invocations() {
        return Family.APPLY.invocations();
    }

    @EachInvocation
    void apply(Invocation run) {
        run.judge(ApplyJudge::judge);
    }
}

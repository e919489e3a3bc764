package io.japply.threeway.conformance;

import java.util.stream.Stream;

/** number-conversion: int64 and float extremes survive a two-way patch, compared as exact JSON text (precisionItem). */
class ConformanceNumberTest {

    static Stream<Invocation> invocations() {
        return Family.NUMBER.invocations();
    }

    @EachInvocation
    void numbers(Invocation run) {
        run.judge(ExactTextJudge::judge);
    }
}

package io.japply.threeway.conformance;

import java.util.stream.Stream;

/** unknown-field: fields the schema does not declare, compared as exact JSON text or matched as errors. */
class ConformanceUnknownFieldTest {

    static Stream<Invocation> invocations() {
        return Family.UNKNOWN_FIELD.invocations();
    }

    @EachInvocation
    void unknownFields(Invocation run) {
        run.judge(ExactTextJudge::judge);
    }
}

package io.japply.threeway.conformance;

/**
 * One run of a case: the case, one schema source and one key order. Its display name is the
 * case id with the source and the order, e.g. {@code create-patch-raw/012 [openapi-v2, shuffled]}.
 */
record Invocation(ConformanceCase c, SchemaSources.Source source, KeyOrder order) {

    /** What a runner does with a case: check it and say what is wrong through the {@link CaseCheck}. */
    @FunctionalInterface
    interface Judge {
        void judge(CaseCheck check);
    }

    /** Runs the judge; fails with the case's file, the whole case and what the engine returned. */
    void judge(Judge judge) {
        CaseCheck check = new CaseCheck(this);
        check.part("case", () -> judge.judge(check));
        check.inputsUntouched();
        check.finish();
    }

    @Override
    public String toString() {
        return c.id() + " [" + source + ", " + order + "]";
    }
}

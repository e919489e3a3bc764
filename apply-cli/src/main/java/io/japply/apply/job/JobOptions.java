package io.japply.apply.job;

import java.time.Duration;
import java.util.Optional;
import io.japply.apply.prune.ApplySet;
import io.japply.apply.support.Failure;
import io.japply.apply.cluster.Cascade;

/** What the job flags asked for, checked against the apply options. */
public record JobOptions(int concurrency, Duration waitEstablished, Optional<String> summary, boolean prune,
                  Optional<String> applySet, boolean pruneAllowEmpty, Cascade cascade) {
    public static final int MAX_CONCURRENCY = 256;

    public JobOptions validate(ApplyOptions apply) {
        if (concurrency < 1 || concurrency > MAX_CONCURRENCY) {
            throw Failure.usage("--concurrency must be between 1 and " + MAX_CONCURRENCY + ", not " + concurrency);
        }
        summary.ifPresent(s -> {
            if (!s.equals("json")) {
                throw Failure.usage("--summary must be json, not '" + s + "'");
            }
            if (apply.output().isPresent()) {
                throw Failure.usage("--summary=json and -o both print on stdout; choose one");
            }
        });
        if (applySet.isPresent() && !prune) {
            throw Failure.usage("--applyset requires --prune");
        }
        if (prune && applySet.isEmpty()) {
            throw Failure.usage("--prune needs --applyset NAME: japply prunes only by ApplySet inventory");
        }
        if (pruneAllowEmpty && !prune) {
            throw Failure.usage("--prune-allow-empty only works with --prune --applyset");
        }
        if (prune && apply.force()) {
            throw Failure.usage("--force cannot be used with --prune");
        }
        return this;
    }

    public boolean summaryJson() {
        return summary.isPresent();
    }
}

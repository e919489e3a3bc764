package io.japply.apply.job;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import io.japply.apply.model.Failure;
import io.japply.apply.cluster.Cascade;

/**
 * What the job flags asked for, checked against the apply options. A prune is by ApplySet
 * ({@code applySet}) or, as kubectl's older prune, by label: {@code selector} (-l) or {@code all}
 * (--all), over {@code allowlist} (--prune-allowlist; empty: kubectl's default kinds).
 */
public record JobOptions(int concurrency, Duration waitEstablished, Optional<String> summary, boolean prune,
                  Optional<String> applySet, boolean pruneAllowEmpty, Cascade cascade, boolean all,
                  Optional<String> selector, List<String> allowlist) {
    public static final int MAX_CONCURRENCY = 256;

    /** Pruning by ApplySet only (or not at all). */
    public JobOptions(int concurrency, Duration waitEstablished, Optional<String> summary, boolean prune,
                      Optional<String> applySet, boolean pruneAllowEmpty, Cascade cascade) {
        this(concurrency, waitEstablished, summary, prune, applySet, pruneAllowEmpty, cascade, false, Optional.empty(),
                List.of());
    }

    public JobOptions {
        selector = selector.filter(s -> !s.isEmpty()); // an empty -l selects everything, as no -l
        allowlist = List.copyOf(allowlist);
    }

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
        validatePrune(apply);
        if (pruneAllowEmpty && !prune) {
            throw Failure.usage("--prune-allow-empty only works with --prune");
        }
        return this;
    }

    /** kubectl's checks of the prune flags, in its order and with its words (exit 1, nothing sent). */
    private void validatePrune(ApplyOptions apply) {
        if (prune) {
            PruneKind.parse(allowlist);
        }
        if (all && selector.isPresent()) {
            throw Failure.input("cannot set --all and --selector at the same time");
        }
        if (applySet.isPresent() && !prune) {
            throw Failure.input("--applyset requires --prune");
        }
        if (!prune) {
            return;
        }
        if (apply.force()) {
            throw Failure.input("--force cannot be used with --prune");
        }
        if (applySet.isPresent()) {
            String extra = all ? "--all" : selector.isPresent() ? "--selector" : !allowlist.isEmpty() ? "--prune-allowlist" : null;
            if (extra != null) {
                throw Failure.input(extra + " is incompatible with --applyset");
            }
        } else if (!all && selector.isEmpty()) {
            throw Failure.input("all resources selected for prune without explicitly passing --all. To prune all"
                    + " resources, pass the --all flag. If you did not mean to prune all resources, specify a label selector");
        } else if (apply.serverSide()) {
            throw Failure.input("--prune is in alpha and doesn't currently work on objects created by server-side apply");
        }
    }

    /** The prune by label, when --prune without --applyset. */
    public Optional<PruneSelection> labelPrune() {
        return prune && applySet.isEmpty() ? Optional.of(new PruneSelection(selector.orElse(""), allowlist))
                : Optional.empty();
    }

    public boolean summaryJson() {
        return summary.isPresent();
    }
}

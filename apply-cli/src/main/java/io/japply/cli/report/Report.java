package io.japply.cli.report;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.JobTally;
import io.japply.apply.model.ApplyResult;
import io.japply.apply.PruneResult;
import io.japply.apply.RunResults;
import io.japply.apply.job.ApplyOptions;
import io.japply.apply.status.WaitOutcome;
import io.japply.cli.ExitCodes;
import io.japply.cli.flags.OutputFormat;
import io.japply.cli.printer.ObjectPrinter;
import io.japply.cli.wait.WaitSummary;
import io.japply.cli.wait.WaitText;
import java.io.PrintWriter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What an apply prints, in input order whatever order the objects finish in: each result is kept
 * until every object before it is done, then printed (a line, a warning, an error), so the output
 * of a parallel run is the output of a sequential one. Also keeps the records for --summary=json.
 * Reads the library's results ({@link ApplyResult}), as any caller of the library would; what failed is
 * counted by the library's {@link JobTally}, which the run is given ({@link #listener}) and hands on here.
 */
public final class Report implements RunResults.Listener {
    private final ApplyOptions options;
    private final boolean summary;
    private final PrintWriter out;
    private final PrintWriter err;
    private final boolean terminal;
    /** The objects' lines, or what -o and --template print instead. */
    private final ObjectLines lines;
    private final WarningPrinter warnings;
    /** The objects' errors, held until every object is done (kubectl prints them after its loop). */
    private final ErrorLines errors = new ErrorLines();
    private int total;
    /** Whether objects were handed to the run at all (not when the ApplySet's parent stopped it first). */
    private boolean started;
    private Progress progress;
    /** The results by their place in the input, for printing them in input order and the summary. */
    private ApplyResult[] results = new ApplyResult[0];
    /** The run's counts (failed objects, prunes), kept by the library as the events come to this report. */
    private final JobTally tally = new JobTally(this);
    private WaitOutcome waited;
    private Instant waitStart;
    private int printed;
    private int done;
    /** Errors of the whole run, a failure of no one object (objects and prunes are the tally's). */
    private final List<String> runErrors = new ArrayList<>();
    /** --atomic's rollback of a failed run; null when none was needed. */
    private io.japply.apply.model.RollbackReport rollback;
    private Runnable beforePrune = () -> { };

    public Report(ApplyOptions options, boolean summary, PrintWriter out, PrintWriter err, boolean terminal,
                  Optional<ObjectPrinter> printer) {
        this.options = options;
        this.lines = new ObjectLines(printer, options.dryRun(), out, err);
        this.summary = summary;
        this.out = out;
        this.err = err;
        this.warnings = new WarningPrinter(err);
        this.terminal = terminal;
        this.progress = new Progress(err, terminal, 0);
    }

    /** What the run is given to hear: the tally that counts it, handing every event on to this report. */
    public RunResults.Listener listener() {
        return tally;
    }

    @Override
    public synchronized void started(int objects) {
        this.total = objects;
        this.started = true;
        this.progress = new Progress(err, terminal, objects);
        this.results = new ApplyResult[objects];
    }

    /** kubectl's klog line for it (k8s.io/kubectl pkg/cmd/apply/applyset.go, line 447 in 1.32: the one warning the library logs). */
    @Override
    public synchronized void logged(String warning) {
        KlogLine.warning(err, "applyset.go:447", warning);
    }

    @Override
    public synchronized void pruneSkipped(int failedObjects) {
        progress.clear();
        err.println("error: not pruning: " + WaitText.objects(failedObjects) + " failed to apply");
    }

    @Override
    public synchronized void applied(int index, ApplyResult result) {
        results[index] = result;
        done++;
        while (printed < results.length && results[printed] != null) {
            progress.clear();
            print(results[printed++]);
        }
        if (done == results.length) {
            errors.flush(err);
        }
        progress.update(done, results.length);
    }

    /** Everything that failed: objects, prunes, and errors of the whole run. */
    public synchronized int failed() {
        return tally.failedObjects() + tally.failedPrunes() + runErrors.size();
    }

    /** The applied objects a --wait-ready follows; the progress count leaves the screen first. */
    public synchronized List<ApplyResult> toAwait() {
        progress.clear();
        return tally.applied();
    }

    /** How --wait-ready ended; anything but all ready makes the exit code {@link ExitCodes#NOT_READY}. */
    public synchronized void waited(WaitOutcome outcome, Instant start) {
        this.waited = outcome;
        this.waitStart = start;
    }

    /** Whether the run failed: an object, a prune, the run, or the readiness wait (what --atomic rolls back). */
    public synchronized boolean runFailed() {
        return failed() > 0 || waited != null && waited.end() != WaitOutcome.End.ALL_CURRENT;
    }

    /** The first failure in words, the cause an --atomic rollback names. */
    public synchronized String firstFailure() {
        return tally.firstFailed().or(() -> runErrors.stream().findFirst())
                .orElseGet(() -> waited == null ? "the run failed" : WaitText.head(waited));
    }

    /** --atomic put the run's objects back: printed now, its outcome sets the exit code and the summary's section. */
    public synchronized void rolledBack(io.japply.apply.model.RollbackReport report) {
        progress.clear();
        this.rollback = report;
        RollbackText.print(report, summary, out, err);
    }

    /** A line for an object pruned (or, in a dry run, that would be); a failed prune is counted apart from the objects. */
    @Override
    public synchronized void pruned(PruneResult result) {
        progress.clear();
        if (result.failed()) {
            err.println("error: " + ExitCodes.oneLine(result.error().get()));
        } else if (!summary) {
            lines.pruned(result);
        }
    }

    /** What to print as the prune starts (kubectl's klog line on its default kinds); nothing unless set. */
    public synchronized void beforePrune(Runnable print) {
        this.beforePrune = print;
    }

    @Override
    public synchronized void pruneStarted() {
        progress.clear();
        beforePrune.run();
        err.flush();
    }

    /** A warning of the server on a prune's request: printed at once, as kubectl's handler does (each text once a run). */
    @Override
    public synchronized void pruneWarning(String text) {
        progress.clear();
        warnings.print(List.of(text));
        err.flush();
    }

    /** An error that concerns the whole run (the ApplySet's parent): a failure of no one object, kept for the summary. */
    public synchronized void runError(String message) {
        progress.clear();
        runErrors.add(ExitCodes.oneLine(message));
        err.println("error: " + ExitCodes.oneLine(message));
    }

    /** Warnings printed so far, each text once (kubectl's count for --warnings-as-errors). */
    public synchronized int warningCount() {
        return warnings.count();
    }

    /** The end: -o json|yaml documents (or a template's text) or the summary, the count of failures; the exit code. */
    public synchronized int finish() {
        progress.clear();
        errors.flush(err);
        int failed = tally.failedObjects();
        int pruneFailed = tally.failedPrunes();
        List<PruneResult> pruned = tally.pruned();
        if (!summary && started && failed == 0 && runErrors.isEmpty()) {
            // kubectl prints -o json|yaml only when every object applied (its post-processor runs after the error check)
            lines.atTheEnd(tally.applied());
        }
        int code = rollback != null ? (rollback.complete() ? ExitCodes.ROLLED_BACK : ExitCodes.NOT_ROLLED_BACK)
                : failed() > 0 || lines.failed() ? ExitCodes.FAILURE
                : waited != null && waited.end() != WaitOutcome.End.ALL_CURRENT ? ExitCodes.NOT_READY : ExitCodes.OK;
        if (summary) {
            ObjectNode document = Summary.of(results, pruned, runErrors, options.dryRun(), code, options.namespace());
            WaitSummary.addTo(document, results, waited, waitStart);
            RollbackText.addTo(document, rollback);
            out.print(OutputFormat.PRETTY_JSON.render(document));
        }
        out.flush();
        if (failed > 0) {
            err.println("error: " + failed + " of " + WaitText.objects(total) + " failed");
        }
        if (pruneFailed > 0) {
            err.println("error: " + pruneFailed + " of " + pruned.size() + " prunes failed");
        }
        return code;
    }

    private void print(ApplyResult result) {
        warnings.print(result.warnings());
        if (result.failed()) {
            io.japply.apply.model.ApplyException error = result.error().get();
            errors.add(error.getMessage(), io.japply.apply.ErrorWords.alone(error.getCause()));
        } else if (!summary) {
            lines.applied(result);
        }
        out.flush();
    }
}

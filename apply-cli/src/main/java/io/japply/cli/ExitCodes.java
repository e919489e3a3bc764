package io.japply.cli;

import io.japply.threeway.PatchException;
import picocli.CommandLine.ParameterException;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.kubeconfig.ExecCredentialException;
import io.japply.apply.model.Failure;
import io.japply.apply.ErrorWords;

/** The one place that turns a failure into an exit code, a one-line message and a batch error type. */
public final class ExitCodes {
    public static final int OK = 0;
    /** Bad input, a conflict, a patch the engine rejects. */
    public static final int FAILURE = 1;
    /** Flags that cannot work: unknown option, bad value, missing file argument. */
    static final int USAGE = 2;
    /** --wait-ready: everything was applied, but an object failed or was not ready in time. */
    public static final int NOT_READY = 4;
    /** --atomic: the apply or the readiness wait failed, and every object the run changed was put back. */
    public static final int ROLLED_BACK = 5;
    /** --atomic: the apply or the readiness wait failed, and some object could not be put back (or be ready again). */
    public static final int NOT_ROLLED_BACK = 6;
    /** A bug in japply: reported with its stack trace, since no user mistake explains it. */
    static final int INTERNAL = 3;

    static final String TOO_DEEP = ErrorWords.TOO_DEEP;
    private static final String INTERNAL_ERROR = "internal";
    private static final String CREDENTIALS = "credentials";

    private ExitCodes() {
    }

    static int exitCode(Throwable e) {
        return switch (errorType(e)) {
            case Failure.USAGE -> USAGE;
            case INTERNAL_ERROR -> INTERNAL;
            default -> FAILURE;
        };
    }

    /** The batch line's "errorType": "usage", "input", the engine's kind, or "internal". */
    public static String errorType(Throwable e) {
        if (e instanceof Failure f) {
            return f.errorType();
        }
        if (e instanceof PatchException p) {
            return p.errorType();
        }
        if (e instanceof ParameterException) {
            return Failure.USAGE;
        }
        if (e instanceof io.japply.apply.kubeconfig.KubeconfigException) {
            return CREDENTIALS; // the kubeconfig, or what the line named of it, is missing or unusable: nothing was sent
        }
        if (e instanceof ExecCredentialException) {
            return CREDENTIALS; // a kubeconfig's exec plugin gave no credential: nothing was sent
        }
        if (e instanceof ClusterGateway.Refused || e instanceof ClusterGateway.Conflict) {
            return Failure.CLUSTER; // the server refused or could not be reached: its message says why
        }
        return e instanceof StackOverflowError ? Failure.INPUT : INTERNAL_ERROR;
    }

    /** One line, without the newlines some library messages carry. */
    public static String message(Throwable e) {
        return e instanceof ParameterException ? oneLine(e.getMessage()) : ErrorWords.describe(e);
    }

    public static String oneLine(String text) {
        return ErrorWords.oneLine(text);
    }
}

package io.japply.it.library.quiet;

import org.slf4j.ILoggerFactory;
import org.slf4j.IMarkerFactory;
import org.slf4j.Logger;
import org.slf4j.Marker;
import org.slf4j.event.Level;
import org.slf4j.helpers.BasicMarkerFactory;
import org.slf4j.helpers.LegacyAbstractLogger;
import org.slf4j.helpers.MessageFormatter;
import org.slf4j.helpers.NOPMDCAdapter;
import org.slf4j.spi.MDCAdapter;
import org.slf4j.spi.SLF4JServiceProvider;

/**
 * An SLF4J binding as a library user may have one: it prints to stderr what a logger logs, every level
 * for io.japply's own loggers and INFO and above for the others (as simple bindings do by default).
 * Chosen with -Dslf4j.provider=io.japply.it.library.quiet.PrintingSlf4jProvider in QuietLibraryRun's JVM.
 */
public final class PrintingSlf4jProvider implements SLF4JServiceProvider {
    private final ILoggerFactory loggers = PrintingLogger::new;
    private final IMarkerFactory markers = new BasicMarkerFactory();
    private final MDCAdapter mdc = new NOPMDCAdapter();

    @Override
    public ILoggerFactory getLoggerFactory() {
        return loggers;
    }

    @Override
    public IMarkerFactory getMarkerFactory() {
        return markers;
    }

    @Override
    public MDCAdapter getMDCAdapter() {
        return mdc;
    }

    @Override
    public String getRequestedApiVersion() {
        return "2.0.99";
    }

    @Override
    public void initialize() {
    }

    private static final class PrintingLogger extends LegacyAbstractLogger {
        private final boolean ours;

        PrintingLogger(String name) {
            this.name = name;
            this.ours = name.startsWith("io.japply");
        }

        @Override
        public boolean isTraceEnabled() {
            return ours;
        }

        @Override
        public boolean isDebugEnabled() {
            return ours;
        }

        @Override
        public boolean isInfoEnabled() {
            return true;
        }

        @Override
        public boolean isWarnEnabled() {
            return true;
        }

        @Override
        public boolean isErrorEnabled() {
            return true;
        }

        @Override
        protected String getFullyQualifiedCallerName() {
            return null;
        }

        @Override
        protected void handleNormalizedLoggingCall(Level level, Marker marker, String pattern, Object[] arguments,
                Throwable throwable) {
            System.err.println("SLF4J " + level + " " + name + ": " + MessageFormatter.basicArrayFormat(pattern, arguments));
            if (throwable != null) {
                throwable.printStackTrace();
            }
        }
    }

    /** For a quick check that the binding is the one in use. */
    static boolean inUse(Logger logger) {
        return logger instanceof PrintingLogger;
    }
}

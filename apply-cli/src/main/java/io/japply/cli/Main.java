package io.japply.cli;

/** Entry point of the japply jar. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        int code = new Japply().run(System.out, System.err, args);
        AotTraining.afterRecordedRun();
        System.exit(code);
    }
}

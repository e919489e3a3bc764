package main

import (
	"fmt"
	"net/url"
	"path/filepath"
	"time"

	"go.etcd.io/etcd/server/v3/embed"
	apiserver "k8s.io/kubernetes/cmd/kube-apiserver/app"
)

// runAPIServer generates the cluster's credentials, starts etcd in this process and then
// kube-apiserver, which serves until the process is stopped.
func runAPIServer(dir string) error {
	ports, err := freePorts(3)
	if err != nil {
		return err
	}
	creds, err := writeCredentials(dir)
	if err != nil {
		return err
	}
	etcdURL, err := startEtcd(filepath.Join(dir, "etcd"), ports[0], ports[1])
	if err != nil {
		return err
	}
	server := fmt.Sprintf("https://127.0.0.1:%d", ports[2])
	if err := writeKubeconfig(dir, server, creds); err != nil {
		return err
	}
	command := apiserver.NewAPIServerCommand()
	command.SetArgs([]string{
		"--etcd-servers=" + etcdURL,
		"--bind-address=127.0.0.1",
		"--advertise-address=127.0.0.1",
		fmt.Sprintf("--secure-port=%d", ports[2]),
		"--tls-cert-file=" + creds.servingCert,
		"--tls-private-key-file=" + creds.servingKey,
		"--token-auth-file=" + creds.tokenFile,
		"--client-ca-file=" + creds.caCert,
		"--authorization-mode=RBAC",
		"--service-account-issuer=https://kubernetes.default.svc.cluster.local",
		"--service-account-key-file=" + creds.serviceAccountKey,
		"--service-account-signing-key-file=" + creds.serviceAccountKey,
		"--service-cluster-ip-range=10.0.0.0/16", // room for a platform benchmark's thousands of Services
		"--allow-privileged=true",
		"--enable-priority-and-fairness=false",
		"--profiling=false",
		"--endpoint-reconciler-type=none",
		// Webhooks and aggregated APIs are reached through a Service's endpoints, never its
		// cluster IP: 10.0.x.x is off this machine. With no kubelet there are no endpoints, so
		// such a call fails at once with "no endpoints available", as when a webhook Pod is down.
		"--enable-aggregator-routing=true",
	})
	return command.Execute()
}

// startEtcd runs a single-member etcd on loopback; fsync is off, since a test cluster's data
// does not outlive it.
func startEtcd(dataDir string, clientPort, peerPort int) (string, error) {
	config := embed.NewConfig()
	config.Dir = dataDir
	config.LogLevel = "error"
	config.UnsafeNoFsync = true
	clientURL := url.URL{Scheme: "http", Host: fmt.Sprintf("127.0.0.1:%d", clientPort)}
	peerURL := url.URL{Scheme: "http", Host: fmt.Sprintf("127.0.0.1:%d", peerPort)}
	config.ListenClientUrls = []url.URL{clientURL}
	config.AdvertiseClientUrls = []url.URL{clientURL}
	config.ListenPeerUrls = []url.URL{peerURL}
	config.AdvertisePeerUrls = []url.URL{peerURL}
	config.InitialCluster = config.InitialClusterFromName(config.Name)
	etcd, err := embed.StartEtcd(config)
	if err != nil {
		return "", fmt.Errorf("etcd: %w", err)
	}
	select {
	case <-etcd.Server.ReadyNotify():
		return clientURL.String(), nil
	case <-time.After(60 * time.Second):
		etcd.Close()
		return "", fmt.Errorf("etcd was not ready within 60s")
	}
}

import { Suspense } from "react";
import { Router } from "wouter";
import { ContentScreen } from "../pages/ContentScreen";
import { ErrorPage } from "../pages/ErrorPage";
import { PageSkeleton } from "../pages/PageSkeleton";
import { useStoreLocation, useStoreSearch } from "../routing/location";
import { screenFor } from "../routing/screens";
import { useDispatch, useSelector } from "../state/context";
import { selectBoot, selectLocation } from "../state/selectors";
import { BootError, BootLoading } from "./BootScreens";
import { ErrorBoundary } from "./ErrorBoundary";
import { Layout } from "./Layout";

/** The screen of the current route; routes without their own screen show the CMS page at the path. */
const Screen = () => {
  const dispatch = useDispatch();
  const location = useSelector(selectLocation);
  const Lazy = screenFor(location.route);
  return (
    <ErrorBoundary
      key={location.version}
      dispatch={dispatch}
      fallback={(e) => <ErrorPage status={500} message={e.message} />}
    >
      {Lazy ? (
        <Suspense fallback={<PageSkeleton />}>
          <Lazy path={location.path} />
        </Suspense>
      ) : (
        <ContentScreen path={location.path} />
      )}
    </ErrorBoundary>
  );
};

export const App = () => {
  const boot = useSelector(selectBoot);
  const route = useSelector(selectLocation).route;
  if (boot.status === "error" && boot.error)
    return <BootError status={boot.error.status} message={boot.error.message} />;
  if (boot.status !== "success" || route === null) return <BootLoading />;
  return (
    <Router hook={useStoreLocation} searchHook={useStoreSearch}>
      <Layout>
        <Screen />
      </Layout>
    </Router>
  );
};
